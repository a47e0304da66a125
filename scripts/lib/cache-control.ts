// How browsers may keep the app's files, one definition for `vite preview` and nginx (deploy/): hashed
// assets never change; everything else of the app (index.html, a page's own document) is revalidated.

export const ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';
