import { escapeHtml } from '../../../lib/html';

/**
 * Markup for mails, built only by the `html` tag: every interpolated value is escaped unless it is
 * markup the tag made itself, so names, wine titles and messages that users typed can never add
 * tags or attributes to a mail.
 */
export class Html {
  constructor(readonly markup: string) {}
}

export type Value = Html | string | number | null | undefined | false | readonly Value[];


function render(value: Value): string {
  if (value instanceof Html) return value.markup;
  if (Array.isArray(value)) return value.map(render).join('');
  // null, undefined and false let a template write `${condition && html`...`}`.
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  return new Html(strings.reduce((markup, text, index) => markup + render(values[index - 1]) + text));
}

/** Text whose line breaks matter (a contact request's message), escaped. */
export const multiline = (text: string): Html => new Html(text.split(/\r?\n/).map(escapeHtml).join('<br>'));
