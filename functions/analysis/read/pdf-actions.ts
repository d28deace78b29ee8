import type { PDFDocument, PDFObject } from 'mupdf';
import { MAX_PAGES, type Runnable } from './pdf-messages';

/**
 * What a PDF viewer would run when the document is opened and used, read from the document's
 * object structure by mupdf (which reads object streams, cross-reference streams, damaged files
 * and documents encrypted with an owner password only, with `#xx` name escapes undone):
 *
 * - JavaScript in the catalog's /OpenAction, in the /Names /JavaScript tree and in the catalog's
 *   additional actions (/AA), in pages' /AA, in annotations' /A and /AA (links, notes, widgets),
 *   in form fields' /A and /AA (the form's fields and their /Kids, and each widget's /Parent
 *   fields), in bookmarks' /A, and anywhere along an action's /Next chain;
 * - /Launch actions that start a program (launch parameters for an operating system, or a
 *   program's file name): word processors write launch links to ordinary files into genuine
 *   insurers' documents;
 * - rich media annotations (Flash), and 3D annotations that run a script when they start.
 *
 * Embedded files (attachments in /EmbeddedFiles, file attachment annotations) run nothing: they
 * are neither looked into nor opened. Pages' contents are never read here, but mupdf decodes
 * object streams to read the objects packed in them, so this comes after the decoded-size check
 * (pdf-objects.ts) that keeps decompression bombs out.
 */
export interface PdfActions {
  /** False when mupdf cannot open the document at all (nor repair it). */
  readonly readable: boolean;
  /** True when the document cannot be opened without a user password. */
  readonly locked: boolean;
  /** The pages in the document's page tree. */
  readonly pages: number;
  /** What the document would run, first found; null when it runs nothing. */
  readonly runs: Runnable | null;
}

const UNREADABLE: PdfActions = { readable: false, locked: false, pages: 0, runs: null };

/** Reads a document's actions (mupdf failing to load is an error, not an unreadable document). */
export async function inspectActions(bytes: Uint8Array): Promise<PdfActions> {
  const mupdf = await import('mupdf');
  let document: InstanceType<typeof mupdf.Document>;
  try {
    document = mupdf.Document.openDocument(bytes, 'application/pdf');
  } catch {
    return UNREADABLE;
  }
  try {
    const pdf = document.asPDF();
    if (!pdf) return UNREADABLE;
    if (pdf.needsPassword()) return { readable: true, locked: true, pages: 0, runs: null };
    const pages = pdf.countPages();
    return { readable: true, locked: false, pages, runs: whatRuns(pdf, pages) };
  } catch {
    // A structure mupdf cannot walk (a page tree it cannot repair, say) cannot be vouched for.
    return UNREADABLE;
  } finally {
    document.destroy();
  }
}

/** The first thing the document would run: document-wide first, then fields, bookmarks and pages. */
function whatRuns(pdf: PDFDocument, pages: number): Runnable | null {
  const catalog = at(pdf.getTrailer(), 'Root');
  const seen = new Set<number>();
  return (
    documentRuns(catalog, seen) ??
    fieldRuns(catalog, seen) ??
    bookmarkRuns(catalog, seen) ??
    // A document past the page limit is refused for its length; its pages are not walked.
    (pages > MAX_PAGES ? null : pageRuns(pdf, pages, seen))
  );
}

/** A dictionary's (or a stream's) entry; null when it has none. */
function at(object: PDFObject | null, key: string): PDFObject | null {
  if (!object?.isDictionary()) return null;
  const value = object.get(key);
  return value.isNull() ? null : value;
}

const nameOf = (object: PDFObject | null) => (object?.isName() ? object.asName() : null);

/** An array's items, or the object itself when it is not an array. */
function itemsOf(object: PDFObject | null): PDFObject[] {
  if (!object) return [];
  if (!object.isArray()) return [object];
  const items: PDFObject[] = [];
  object.forEach((item) => {
    items.push(item);
  });
  return items;
}

/** Adds the items to a queue one by one (an array may be too long to spread). */
function enqueue(queue: PDFObject[], ...lists: PDFObject[][]): void {
  for (const list of lists) for (const item of list) queue.push(item);
}

/** The values of a dictionary (the triggers of an /AA, say). */
function valuesOf(object: PDFObject | null): PDFObject[] {
  const values: PDFObject[] = [];
  if (object?.isDictionary())
    object.forEach((value) => {
      values.push(value);
    });
  return values;
}

/** False when this indirect object was met before: trees and chains that loop are read once. */
function firstVisit(object: PDFObject, seen: Set<number>): boolean {
  if (!object.isIndirect()) return true;
  const number = object.asIndirect();
  if (seen.has(number)) return false;
  seen.add(number);
  return true;
}

/** A file name a launch would run rather than open. */
const PROGRAM_FILE =
  /\.(exe|com|bat|cmd|scr|pif|msi|ps1|vbs|vbe|js|jse|wsf|hta|lnk|jar|sh|command|app)(?![a-z0-9])/i;

/** The file names of a file specification: a string, or a dictionary of names per system. */
function fileNames(spec: PDFObject | null): string[] {
  if (spec?.isString()) return [spec.asString()];
  return ['F', 'UF', 'DOS', 'Mac', 'Unix']
    .map((key) => at(spec, key))
    .flatMap((name) => (name?.isString() ? [name.asString()] : []));
}

/** A launch starts a program when it has launch parameters for a system, or names a program. */
function startsProgram(action: PDFObject): boolean {
  if (at(action, 'Win') || at(action, 'Unix') || at(action, 'Mac')) return true;
  return fileNames(at(action, 'F')).some((name) => PROGRAM_FILE.test(name.replaceAll('\u0000', '')));
}

type Risk = 'script' | 'launch';

/** What these actions, or any action along their /Next chains, would do that is not accepted. */
function riskOf(actions: readonly (PDFObject | null)[], seen: Set<number>): Risk | null {
  const queue = actions.flatMap((action) => (action ? [action] : []));
  for (let action = queue.pop(); action; action = queue.pop()) {
    if (!firstVisit(action, seen) || !action.isDictionary()) continue;
    const type = nameOf(at(action, 'S'));
    // A rendition action may carry a script too: any /JS is one.
    if (type === 'JavaScript' || at(action, 'JS')) return 'script';
    if (type === 'Launch' && startsProgram(action)) return 'launch';
    enqueue(queue, itemsOf(at(action, 'Next')));
  }
  return null;
}

/** What the actions run, named for where a script among them runs. */
function runsOf(
  actions: readonly (PDFObject | null)[],
  seen: Set<number>,
  script: Runnable,
): Runnable | null {
  const risk = riskOf(actions, seen);
  if (!risk) return null;
  return risk === 'launch' ? 'launch' : script;
}

/** The values of a name tree (its /Names pairs, through its /Kids). */
function nameTreeValues(root: PDFObject | null): PDFObject[] {
  const values: PDFObject[] = [];
  const seen = new Set<number>();
  const queue = itemsOf(root);
  for (let node = queue.pop(); node; node = queue.pop()) {
    if (!firstVisit(node, seen) || !node.isDictionary()) continue;
    const pairs = itemsOf(at(node, 'Names'));
    for (let i = 1; i < pairs.length; i += 2) values.push(pairs[i] as PDFObject);
    enqueue(queue, itemsOf(at(node, 'Kids')));
  }
  return values;
}

/** Scripts run by the document itself: when opened, and when saved, printed or closed. */
function documentRuns(catalog: PDFObject | null, seen: Set<number>): Runnable | null {
  const open = at(catalog, 'OpenAction');
  // An open action that is an array is a destination: the page the document opens at.
  const onOpen = nameTreeValues(at(at(catalog, 'Names'), 'JavaScript'));
  if (open?.isDictionary()) onOpen.push(open);
  return runsOf(onOpen, seen, 'openScript') ?? runsOf(valuesOf(at(catalog, 'AA')), seen, 'documentScript');
}

/** The actions an annotation or a form field holds: on use (/A) and on its triggers (/AA). */
const actionsOf = (object: PDFObject) => [at(object, 'A'), ...valuesOf(at(object, 'AA'))];

/** Scripts of the form's fields, through their /Kids, and of the fields it calculates in order. */
function fieldRuns(catalog: PDFObject | null, seen: Set<number>): Runnable | null {
  const form = at(catalog, 'AcroForm');
  const queue: PDFObject[] = [];
  enqueue(queue, itemsOf(at(form, 'Fields')), itemsOf(at(form, 'CO')));
  const fields = new Set<number>();
  for (let field = queue.pop(); field; field = queue.pop()) {
    if (!firstVisit(field, fields) || !field.isDictionary()) continue;
    const runs = runsOf(actionsOf(field), seen, 'fieldScript');
    if (runs) return runs;
    enqueue(queue, itemsOf(at(field, 'Kids')));
  }
  return null;
}

/** Scripts of bookmarks, through the outline's items and their children. */
function bookmarkRuns(catalog: PDFObject | null, seen: Set<number>): Runnable | null {
  const queue = itemsOf(at(at(catalog, 'Outlines'), 'First'));
  const items = new Set<number>();
  for (let item = queue.pop(); item; item = queue.pop()) {
    if (!firstVisit(item, items) || !item.isDictionary()) continue;
    const runs = runsOf([at(item, 'A')], seen, 'bookmarkScript');
    if (runs) return runs;
    enqueue(queue, itemsOf(at(item, 'Next')), itemsOf(at(item, 'First')));
  }
  return null;
}

/** A 3D annotation's script, run when its 3D content starts (in the 3D stream, or behind a reference). */
function startsScript3d(annotation: PDFObject): boolean {
  const content = at(annotation, '3DD');
  const stream = nameOf(at(content, 'Type')) === '3DRef' ? at(content, '3DD') : content;
  return at(stream, 'OnInstantiate') !== null;
}

/** A widget's actions and those of the fields above it (/Parent), the form's list or not. */
function widgetRuns(widget: PDFObject, seen: Set<number>): Runnable | null {
  const fields = new Set<number>();
  for (
    let field: PDFObject | null = widget;
    field && firstVisit(field, fields);
    field = at(field, 'Parent')
  ) {
    const runs = runsOf(actionsOf(field), seen, 'fieldScript');
    if (runs) return runs;
  }
  return null;
}

/** What an annotation runs: widgets are form fields; links, notes and the rest are named together. */
function annotationRuns(annotation: PDFObject, seen: Set<number>): Runnable | null {
  if (!annotation.isDictionary()) return null;
  const subtype = nameOf(at(annotation, 'Subtype'));
  if (subtype === 'Widget') return widgetRuns(annotation, seen);
  if (subtype === 'RichMedia') return 'media';
  if (subtype === '3D' && startsScript3d(annotation)) return 'linkScript';
  return runsOf(actionsOf(annotation), seen, 'linkScript');
}

/** Scripts of each page: when it is shown or left (/AA), and of its annotations. */
function pageRuns(pdf: PDFDocument, pages: number, seen: Set<number>): Runnable | null {
  for (let i = 0; i < pages; i++) {
    const page = pdf.findPage(i);
    const runs =
      runsOf(valuesOf(at(page, 'AA')), seen, 'pageScript') ??
      itemsOf(at(page, 'Annots')).reduce<Runnable | null>(
        (found, annotation) => found ?? annotationRuns(annotation, seen),
        null,
      );
    if (runs) return runs;
  }
  return null;
}
