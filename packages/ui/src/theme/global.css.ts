import { globalStyle } from '@vanilla-extract/css';

// The app owns the whole viewport: no default page margin, and sizes include borders and padding.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, minHeight: '100%' });
