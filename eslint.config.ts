export { default } from '@portal/eslint-config/config';
