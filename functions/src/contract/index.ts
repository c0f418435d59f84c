export * from './common.js';
export * from './languages.js';
export * from './query.js';
export * from './articles.js';
export * from './ads.js';
export * from './site-settings.js';
export * from './admin-session.js';
export * from './admin-articles.js';
