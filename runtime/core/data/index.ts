export { isEmptyData, sourceData } from './source-data';
export { StaticSources } from './static-sources';
export { createDataCache, type DataCache } from './cache';
export { serviceSources } from './service-sources';
export { readsServices } from './reads-services';
export type { SourceState, SourceStatus, MoreState, ServiceFetcher, ServiceRequest, FailureFeedback, PageSourceSet } from './types';
