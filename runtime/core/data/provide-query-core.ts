// Loaded with the definition of every page that reads a service (scripts/vite-plugin-pages.ts), and by
// what renders pages outside the router (the build-time render, the playground, the unit tests).
import { InfiniteQueryObserver, notifyManager, QueryClient, QueryObserver } from '@tanstack/query-core';
import { provideQueryCore } from './query-core';
import { provideServiceSources } from './service-sources';
import { PageSources } from './sources';
import { prefetchSources } from './prefetch';

provideQueryCore({ QueryClient, QueryObserver, InfiniteQueryObserver, notifyManager });
provideServiceSources({ PageSources, prefetchSources });
