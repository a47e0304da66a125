import { describe, expect, it } from 'vitest';
import { WidgetRegistry, WidgetLookupError } from '../../../../runtime/core/registry/widgets';

const spec = (type: string, component: string) => ({ type, schema: async () => ({ default: {} }), load: async () => ({ default: component }) });

describe('widget registry', () => {
  it('loads components lazily and only once asked', async () => {
    const registry = new WidgetRegistry([spec('text', 'TextComponent'), spec('cell', 'CellComponent')]);
    expect(registry.loadedComponent('text')).toBeUndefined();
    await registry.preload(['text', 'not-registered']);
    expect(registry.loadedComponent('text')).toBe('TextComponent');
    expect(registry.loadedComponent('cell')).toBeUndefined();
  });

  it('names the missing type and the closest registered one', () => {
    const registry = new WidgetRegistry([spec('cell-group', 'G'), spec('cell', 'C')]);
    expect(() => registry.spec('cel-group')).toThrow(WidgetLookupError);
    expect(() => registry.spec('cel-group')).toThrow('unknown widget type "cel-group" — did you mean "cell-group"?');
  });

  it('refuses a type registered twice', () => {
    expect(() => new WidgetRegistry([spec('text', 'A'), spec('text', 'B')])).toThrow('widget type "text" is registered twice');
  });
});
