export { PageSources, sourceData, isEmptyData } from './sources';
export type { SourceConfig, ServiceSourceConfig, StaticSourceConfig, SourceState, SourceStatus, ServiceFetcher, ServiceRequest, FailureFeedback } from './types';
