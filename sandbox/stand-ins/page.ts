// The markup of a stand-in partner page: a plain mobile page in Simplified Chinese whose choices are a
// form sent to the stand-in's `done` address (no script: it works wherever the portal's links do).
import type { SandboxState } from '../model';
import type { Partner } from './partners';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function partnerPage(partner: Partner, action: string, query: URLSearchParams, state: SandboxState): string {
  const hidden = [...query].map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`).join('');
  const buttons = partner.choices
    .map((c) => `<button type="submit" name="choice" value="${escape(c.key)}" class="${c.primary ? 'primary' : ''}">${escape(c.label)}</button>`)
    .join('');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(partner.title)}</title>
<style>
body { margin: 0; font-family: "PingFang SC", "Noto Sans CJK SC", sans-serif; background: #f2f3f5; color: #1d2129; }
header { background: #fff; padding: 14px 16px; text-align: center; font-size: 17px; font-weight: 600; border-bottom: 1px solid #e5e6eb; }
main { padding: 16px; }
.card { background: #fff; border-radius: 8px; padding: 20px 16px; }
.badge { display: inline-block; font-size: 12px; color: #a64500; background: #fff7e8; border-radius: 4px; padding: 2px 8px; margin-bottom: 12px; }
h1 { font-size: 20px; margin: 0 0 12px; }
p { font-size: 15px; line-height: 1.7; color: #4e5969; margin: 0; }
button { display: block; width: 100%; margin-top: 12px; padding: 12px; font-size: 16px; border-radius: 22px; border: 1px solid #c9cdd4; background: #fff; color: #1d2129; }
button.primary { background: #165dff; border-color: #165dff; color: #fff; }
form { margin-top: 24px; }
</style></head>
<body><header>${escape(partner.title)}</header>
<main><div class="card"><span class="badge">沙箱合作方演示页</span><h1>${escape(partner.title)}</h1><p>${escape(typeof partner.intro === 'function' ? partner.intro(query, state) : partner.intro)}</p>
<form method="get" action="${escape(action)}">${hidden}${buttons}</form></div></main></body></html>`;
}
