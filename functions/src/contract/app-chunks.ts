/**
 * The inert `<template>` in which a server-rendered reader page lists the app's chunks it needs to
 * hydrate (functions/src/http/pages/page-document.ts); the page's first script fetches them once
 * the page has loaded (web/src/shared/prefetch-app.ts). No imports: the first script takes it.
 */
export const APP_CHUNKS_TEMPLATE_ID = 'app-chunks';
