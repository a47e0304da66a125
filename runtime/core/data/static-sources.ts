import { resolveValue, type FilterLookup, type Scope } from '../expression';
import type { StaticSourceConfig } from '../../../schemas/generated/page';
import type { PageSourceSet, SourceState } from './types';

/**
 * The sources of a page that reads no service (an information page): the data it holds, its templates
 * filled before the first render (an FAQ answer naming {{ app.hotline }}). Nothing loads, so such a page
 * fetches neither the query core nor the service sources (sources.ts), which come with the pages that do.
 */
export class StaticSources implements PageSourceSet {
  private states: Record<string, SourceState>;

  constructor(private readonly configs: Readonly<Record<string, StaticSourceConfig>>, private readonly filter: FilterLookup) {
    this.states = this.ready((config) => config.static);
  }

  private ready(data: (config: StaticSourceConfig) => unknown): Record<string, SourceState> {
    return Object.fromEntries(Object.entries(this.configs).map(([name, config]) => [name, { status: 'ready', data: data(config) }]));
  }

  snapshot(): Readonly<Record<string, SourceState>> {
    return this.states;
  }

  subscribe(): () => void {
    return () => undefined;
  }

  settle(scope: Scope): void {
    this.states = this.ready((config) => resolveValue(config.static, scope, this.filter));
  }

  start(): void {}

  follow(): void {}

  async load(name: string): Promise<void> {
    if (!Object.hasOwn(this.configs, name)) throw new Error(`unknown data source "${name}"`);
  }

  async loadMore(): Promise<void> {}

  async refreshAll(): Promise<void> {}

  dispose(): void {}
}
