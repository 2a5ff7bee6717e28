/**
 * A strict well-formedness check for the SVG we emit (tests only): balanced tags, quoted and
 * unique attributes, only the five predefined entities or numeric ones, no stray `<` or `&`.
 * Returns the first problem, or null.
 */
export function xmlProblem(xml: string): string | null {
  const stack: string[] = [];
  const entity = /^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;
  const checkText = (text: string): string | null => {
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '<') return `stray < in "${text}"`;
      if (text[i] === '&' && !entity.test(text.slice(i))) return `bad entity in "${text}"`;
    }
    return null;
  };
  let i = 0;
  while (i < xml.length) {
    const open = xml.indexOf('<', i);
    const text = xml.slice(i, open === -1 ? xml.length : open);
    const textProblem = checkText(text);
    if (textProblem) return textProblem;
    if (open === -1) break;
    const close = xml.indexOf('>', open);
    if (close === -1) return 'unclosed tag';
    const tag = xml.slice(open + 1, close);
    i = close + 1;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      if (stack.pop() !== name) return `mismatched </${name}>`;
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const match = /^([A-Za-z][\w:.-]*)((?:\s+[A-Za-z][\w:.-]*="[^"<]*")*)\s*$/.exec(body);
    if (!match) return `malformed tag <${tag}>`;
    const attributes = [...match[2]!.matchAll(/([\w:.-]+)="([^"]*)"/g)];
    for (const [, , value] of attributes) {
      const valueProblem = checkText(value!);
      if (valueProblem) return valueProblem;
    }
    const names = attributes.map((m) => m[1]!);
    if (new Set(names).size !== names.length) return `duplicate attribute in <${match[1]}>`;
    if (!selfClosing) stack.push(match[1]!);
    if (stack.length === 0 && selfClosing && i < xml.length) return 'content after the root element';
  }
  return stack.length ? `unclosed <${stack.at(-1)}>` : null;
}
