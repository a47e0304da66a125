export { PageSources, sourceData, isEmptyData } from './sources';
export type { SourceConfig, ServiceSourceConfig, StaticSourceConfig, SourceState, SourceStatus, MoreState, PagingConfig, ServiceFetcher, ServiceRequest, FailureFeedback } from './types';
