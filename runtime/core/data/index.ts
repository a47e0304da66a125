export { PageSources, sourceData, isEmptyData } from './sources';
export { createDataCache, type DataCache } from './cache';
export { prefetchSources } from './prefetch';
export type { SourceState, SourceStatus, MoreState, ServiceFetcher, ServiceRequest, FailureFeedback } from './types';
