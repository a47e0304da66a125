export { PageSources, sourceData, isEmptyData } from './sources';
export type { SourceState, SourceStatus, MoreState, ServiceFetcher, ServiceRequest, FailureFeedback } from './types';
