export * from './auth.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './logging.ts';
export * from './publications.ts';
export * from './routes.ts';
export * from './user.ts';
