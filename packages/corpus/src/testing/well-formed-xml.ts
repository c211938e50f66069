// A small XML well-formedness checker for the generated SVG (tests only): balanced tags,
// quoted attributes, only the predefined entities, no raw '<' or '&' in text.

const NAME = '[A-Za-z_][\\w.:-]*';
const ATTRIBUTE = new RegExp(`\\s+${NAME}\\s*=\\s*("[^"<]*"|'[^'<]*')`, 'gy');
const ENTITY = /&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/y;

function checkText(text: string): string | null {
  for (let index = text.indexOf('&'); index !== -1; index = text.indexOf('&', index + 1)) {
    ENTITY.lastIndex = index;
    if (!ENTITY.test(text)) return `bad entity at ${index}`;
  }
  return null;
}

/** Returns null when the document is well-formed, otherwise a short reason. */
export function xmlProblem(xml: string): string | null {
  const stack: string[] = [];
  let index = 0;
  let roots = 0;
  while (index < xml.length) {
    const open = xml.indexOf('<', index);
    const text = xml.slice(index, open === -1 ? xml.length : open);
    const textProblem = checkText(text);
    if (textProblem) return textProblem;
    if (stack.length === 0 && text.trim() !== '') return 'text outside the root element';
    if (open === -1) break;
    const tag = new RegExp(`<(/?)(${NAME})`, 'y');
    tag.lastIndex = open;
    const match = tag.exec(xml);
    if (!match) return `bad tag at ${open}`;
    const [, closing, name = ''] = match;
    let cursor = tag.lastIndex;
    if (closing) {
      if (stack.pop() !== name) return `unbalanced </${name}>`;
      const end = /\s*>/y;
      end.lastIndex = cursor;
      if (!end.test(xml)) return `bad closing tag </${name}>`;
      index = end.lastIndex;
      continue;
    }
    ATTRIBUTE.lastIndex = cursor;
    const seen = new Set<string>();
    for (let attribute = ATTRIBUTE.exec(xml); attribute; attribute = ATTRIBUTE.exec(xml)) {
      const attributeName = /\s+([^\s=]+)/.exec(attribute[0])?.[1] ?? '';
      if (seen.has(attributeName)) return `duplicate attribute ${attributeName}`;
      seen.add(attributeName);
      const valueProblem = checkText(attribute[1] ?? '');
      if (valueProblem) return valueProblem;
      cursor = ATTRIBUTE.lastIndex;
    }
    const end = /\s*(\/?)>/y;
    end.lastIndex = cursor;
    const endMatch = end.exec(xml);
    if (!endMatch) return `bad start tag <${name}> at ${open}`;
    if (stack.length === 0) roots += 1;
    if (!endMatch[1]) stack.push(name);
    index = end.lastIndex;
  }
  if (stack.length > 0) return `unclosed <${stack.join('> <')}>`;
  return roots === 1 ? null : `expected one root element, found ${roots}`;
}
