// What each built-in action does and which arguments it takes: the tooling reads it (docs/actions-and-filters.md,
// the page schema, the playground), the browser never loads it: the entry carries the actions' code alone.
import type { ActionDoc } from './types';

/** Argument schemas carry a description: an editor shows it on hover (schemas/generated/page.schema.json). */
const text = (description: string) => ({ type: 'string', description });
const stringMap = (description: string) => ({ type: 'object', additionalProperties: { type: ['string', 'number', 'boolean'] }, description });
const anyMap = (description: string) => ({ type: 'object', description });
const TITLE = 'Title of the dialog (none by default).';
const CARRY = 'Values the next page reads as `query.<name>` but kept out of its address, so personal data (a phone number) never shows in a URL, the history or a Referer.';

export const builtinActionDocs: Readonly<Record<string, ActionDoc>> = {
  navigate: {
    description: 'Opens a route of the portal (with or without `/official`), an allowlisted https site or a `tel:`/`mailto:` link; anything else is refused with 暂不支持打开该链接 and runs `else`.',
    schema: {
      properties: {
        to: text('Route path (`/news/{{ item.id }}`), https address on the allowlist, or `tel:`/`mailto:` link.'),
        query: stringMap('Query parameters added to the address; empty values are left out.'),
        carry: stringMap(CARRY),
        replace: { type: 'boolean', description: 'Replace the current history entry instead of adding one.' },
      },
      required: ['to'],
    },
  },
  replace: {
    description: 'As `navigate`, replacing the current history entry.',
    schema: {
      properties: { to: text('Where to go, as `navigate` takes it.'), query: stringMap('Query parameters added to the address; empty values are left out.'), carry: stringMap(CARRY) },
      required: ['to'],
    },
  },
  back: {
    description: 'Goes back in history (`delta` entries, 1 by default); to the home page instead when the portal has fewer pages of its own behind this one (a page opened from a shared link or a push message), never out of the portal.',
    schema: { properties: { delta: { type: 'integer', minimum: 1, description: 'How many history entries to go back (1 by default).' } } },
  },
  openUrl: {
    description: 'Opens an allowlisted https site or a `tel:`/`mailto:` link, as `navigate` checks it.',
    schema: { properties: { url: { type: 'string', pattern: '^(https://|tel:|mailto:|\\{\\{)', description: 'https address on the allowlist, or `tel:`/`mailto:` link.' } }, required: ['url'] },
  },
  openFile: {
    description: 'Opens a document (a PDF) from an allowlisted https site in a new tab; inside WeChat, which cannot download files, says how to open it in the system browser and offers 复制链接.',
    schema: {
      properties: {
        url: { type: 'string', pattern: '^(https://|/|\\{\\{)', description: 'https address of the document, on the allowlist (or a same-origin address the allowlist names).' },
        fileName: text('Name of the document, shown in the WeChat guidance and used for the download.'),
      },
      required: ['url'],
    },
  },
  copyText: {
    description: 'Copies a text (a policy number, a link) to the clipboard and says so; when the browser refuses, says how to copy by hand and runs `else`.',
    schema: { properties: { text: text('Text copied.'), message: text('Shown when copied (已复制 by default).') }, required: ['text'] },
  },
  toast: {
    description: 'Shows a short message.',
    schema: { properties: { message: text('Text shown.'), kind: { enum: ['info', 'success', 'error', 'loading'], description: 'Icon and style (`info` by default).' } }, required: ['message'] },
  },
  dialog: {
    description: 'Shows a message with one button; resolves when it is closed.',
    schema: { properties: { title: text(TITLE), message: text('Text of the dialog.'), confirmText: text('Label of the button (我知道了 by default).') }, required: ['message'] },
  },
  confirm: {
    description: 'Asks a question with 确定/取消; 取消 runs `else` and stops a sequence. Its `then` still reads the `result` of the step it runs in.',
    schema: {
      properties: {
        title: text(TITLE), message: text('The question asked.'),
        confirmText: text('Label of the confirm button (确定 by default).'), cancelText: text('Label of the cancel button (取消 by default).'),
      },
      required: ['message'],
    },
  },
  setState: {
    description: 'Writes page state: each key of `values` is a state path.',
    schema: { properties: { values: anyMap('State path → new value, e.g. `{ "form.phone": "" }`.') }, required: ['values'] },
  },
  reload: {
    description: 'Loads a data source of the page again (its data stays on screen meanwhile), for what the customer asks for (刷新, a new captcha). After a change, the catalogue\'s `changes` of the service called reload what it changed.',
    schema: { properties: { source: text('Name of a data source of the page (a key of `data`).') }, required: ['source'] },
  },
  callService: {
    description: 'Calls a service of the service catalogue (`pages-config/services/`); `then` reads its answer as `result`, `else` the failure as `error`. The customer is told of a failure once, in a toast with the wording of docs/product.md (Errors) (a dropped connection included), or by the `else` itself with `feedback: inline`. A write (a service called by another method than GET) is done at most once: it carries an idempotency key, and when its answer is lost (a timeout, a dropped connection) the server is asked what became of it; done, `then` runs with its answer; not done, the failure reads 提交未成功，您填写的内容已保留，请重试.',
    schema: {
      properties: {
        service: text('Service id of the catalogue, e.g. `face.userInfo`.'),
        params: anyMap('Query or path parameters of the call.'),
        body: { description: 'Request body (any JSON value), for services that take one.' },
        feedback: {
          enum: ['toast', 'inline'],
          description: 'Who tells the customer of a failure: the runtime, in one toast (`toast`, by default; no connection reads 网络连接失败，请检查网络后重试), or the page, whose `else` shows `error.message` itself (`inline`: no toast).',
        },
      },
      required: ['service'],
    },
  },
  share: {
    description: 'Sets the messaging-app share card of the page (defaults: the page title and address). Where it cannot (outside WeChat, refused, or no answer from WeChat within a few seconds) it copies the card\'s link and says 已复制链接，可粘贴发送给好友 (分享失败 when copying fails too), unless an `else` offers another way.',
    schema: {
      properties: {
        title: text('Card title (the page title by default).'), desc: text('Card text under the title.'),
        link: text('Address the card opens (the current page by default); a path is an address of this site.'), image: text('https address of the card picture.'),
      },
    },
  },
  track: {
    description: 'Sends an analytics event for the current page.',
    schema: { properties: { event: text('Event name sent to the analytics service.'), params: anyMap('Extra fields sent with the event.') }, required: ['event'] },
  },

};
