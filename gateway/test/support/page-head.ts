import { type DefaultTreeAdapterTypes, parse } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;

/** What a link scraper or a search engine reads of a page's <head>, as an HTML parser sees it. */
export interface PageHead {
  titles: string[];
  /** name= and property= metas, each with every content given (og:locale:alternate repeats). */
  metas: Map<string, string[]>;
  canonicals: string[];
  /** The text of each <script type="application/ld+json">. */
  jsonLd: string[];
  /** Every <script> of the page with its type ('' when none). */
  scriptTypes: string[];
  /** Whether the parser met an error (a broken tag, a stray end tag...). */
  parseErrors: string[];
}

const isElement = (node: Node): node is Element => 'tagName' in node;
const attributeOf = (element: Element, name: string) =>
  element.attrs.find((attribute) => attribute.name === name)?.value;
const textOf = (element: Element) =>
  element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('');

function* elementsOf(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elementsOf(child);
}

/** Parses `html` as a browser does (parse5 follows the WHATWG parsing algorithm) and reads its head. */
export function readPageHead(html: string): PageHead {
  const parseErrors: string[] = [];
  const document = parse(html, { onParseError: (error) => parseErrors.push(error.code) });
  const head: PageHead = { titles: [], metas: new Map(), canonicals: [], jsonLd: [], scriptTypes: [], parseErrors };
  for (const element of elementsOf(document)) {
    if (element.tagName === 'script') {
      const type = attributeOf(element, 'type') ?? '';
      head.scriptTypes.push(type);
      if (type === 'application/ld+json') head.jsonLd.push(textOf(element));
    }
    if (element.tagName === 'title' && element.namespaceURI === 'http://www.w3.org/1999/xhtml')
      head.titles.push(textOf(element));
    if (element.tagName === 'link' && attributeOf(element, 'rel') === 'canonical')
      head.canonicals.push(attributeOf(element, 'href') ?? '');
    if (element.tagName === 'meta') {
      const key = attributeOf(element, 'property') ?? attributeOf(element, 'name');
      if (key) head.metas.set(key, [...(head.metas.get(key) ?? []), attributeOf(element, 'content') ?? '']);
    }
  }
  return head;
}

/** The one content of a meta (undefined when absent; throws when it is given twice). */
export function metaOf(head: PageHead, key: string): string | undefined {
  const values = head.metas.get(key);
  if (values && values.length > 1) throw new Error(`meta ${key} is given ${values.length} times`);
  return values?.[0];
}
