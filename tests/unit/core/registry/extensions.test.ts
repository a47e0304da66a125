import { describe, expect, it, vi } from 'vitest';
import { createExtensions, type ExtensionDefinitions } from '../../../../runtime/core/registry/extensions';
import { ExtensionLookupError } from '../../../../runtime/core/registry/lookup-error';
import type { WidgetSpec } from '../../../../runtime/core/registry/widgets';

const widget = (type: string, load: WidgetSpec<string>['load'] = async () => ({ default: `${type}Component` })): WidgetSpec<string> =>
  ({ type, schema: async () => ({ default: {} }), load });

const definitions = (overrides: Partial<ExtensionDefinitions<string>> = {}): ExtensionDefinitions<string> => ({
  widgets: [widget('cell'), widget('cell-group')],
  actions: [{ name: 'navigate', run: () => undefined }],
  filters: [{ name: 'maskPhone', run: (input) => `masked ${input}` }],
  guardSteps: [{ name: 'requireToken', run: () => undefined }],
  docs: async () => ({ actions: {}, filters: {}, guardSteps: {} }),
  ...overrides,
});

describe('extension catalogue', () => {
  it('holds the definitions as given and finds each by name', () => {
    const extensions = createExtensions(definitions());
    expect(extensions.widgets.map((w) => w.type)).toEqual(['cell', 'cell-group']);
    expect(extensions.guardSteps.map((step) => step.name)).toEqual(['requireToken']);
    expect(extensions.widget('cell').type).toBe('cell');
    expect(extensions.action('navigate').name).toBe('navigate');
    expect(extensions.filter('maskPhone')('13800138000')).toBe('masked 13800138000');
    expect(extensions.hasWidget('cell')).toBe(true);
    expect(extensions.hasWidget('map')).toBe(false);
  });

  it('names what is missing and the closest name it has', () => {
    const extensions = createExtensions(definitions());
    expect(() => extensions.widget('cel-group')).toThrow(ExtensionLookupError);
    expect(() => extensions.widget('cel-group')).toThrow('unknown widget type "cel-group" — did you mean "cell-group"?');
    expect(() => extensions.action('navigat')).toThrow('unknown action "navigat" — did you mean "navigate"?');
    expect(() => extensions.filter('maskPhon')).toThrow('unknown filter "maskPhon" — did you mean "maskPhone"?');
    expect(() => extensions.filter('uppercase')).toThrow(/^unknown filter "uppercase"$/);
  });

  it('refuses a name registered twice, of any kind', () => {
    expect(() => createExtensions(definitions({ widgets: [widget('text'), widget('text')] }))).toThrow('widget type "text" is registered twice');
    const twice = definitions().filters[0];
    expect(() => createExtensions(definitions({ filters: [twice, twice] }))).toThrow('filter "maskPhone" is registered twice');
  });

  it('loads a widget component only when asked, once', async () => {
    const load = vi.fn(async () => ({ default: 'TextComponent' }));
    const extensions = createExtensions(definitions({ widgets: [widget('text', load), widget('cell')] }));
    expect(extensions.loadedWidget('text')).toBeUndefined();
    await Promise.all([extensions.loadWidget('text'), extensions.loadWidget('text')]);
    await extensions.preloadWidgets(['text', 'not-registered']);
    expect(extensions.loadedWidget('text')).toBe('TextComponent');
    expect(extensions.loadedWidget('cell')).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed widget load for every render, and loads it afresh when asked again', async () => {
    const load = vi.fn<WidgetSpec<string>['load']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: 'SwiperComponent' });
    const extensions = createExtensions(definitions({ widgets: [widget('swiper', load)] }));
    const first = extensions.loadWidget('swiper');
    await expect(first).rejects.toThrow('Failed to fetch');
    expect(extensions.loadWidget('swiper')).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    await extensions.preloadWidgets(['swiper']);
    expect(extensions.loadedWidget('swiper')).toBe('SwiperComponent');
    await expect(extensions.loadWidget('swiper')).resolves.toBe('SwiperComponent');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves a failed preload to the node that shows the widget', async () => {
    const load = vi.fn<WidgetSpec<string>['load']>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: 'Image' });
    const extensions = createExtensions(definitions({ widgets: [widget('image', load)] }));
    await expect(extensions.preloadWidgets(['image'])).resolves.toBeUndefined();
    await expect(extensions.loadWidget('image')).rejects.toThrow('offline');
    await extensions.preloadWidgets(['image']);
    await expect(extensions.loadWidget('image')).resolves.toBe('Image');
  });

  it('prepares what the nodes of a page need from their props as written, wherever they sit, a failure left to the node', async () => {
    const prepare = vi.fn(async (props: Readonly<Record<string, unknown>>) => {
      if (props.form === 'offline') throw new Error('offline');
      return props.form;
    });
    const extensions = createExtensions(definitions({ widgets: [{ ...widget('schema-form'), prepare }, { ...widget('cell-group'), slots: { footer: 'nodes' } }] }));
    const body = [
      { type: 'cell-group', props: { footer: [{ type: 'schema-form', props: { form: 'contact' } }] } },
      { type: 'section', children: [{ type: 'schema-form', props: { form: 'offline' } }] },
      { type: 'cell', props: { title: '无需准备' } },
    ];
    await expect(extensions.prepareNodes(body)).resolves.toBeUndefined();
    expect(prepare.mock.calls.map(([props]) => props.form)).toEqual(['contact', 'offline']);
  });
});
