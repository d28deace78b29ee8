/**
 * A small PDF writer for sample and test documents: pages of text in Helvetica, an optional
 * document-level script (for the tests that must refuse it) and an optional encryption
 * dictionary (for the tests of password-protected files). No dependencies.
 */
export interface PdfPage {
  /** Lines from the top; a line starting with '# ' is set as a heading. */
  readonly lines: readonly string[];
  /** Text placed where a table or a column puts it, besides the lines. */
  readonly placed?: readonly PlacedText[];
  /** Entries of a test's own for the page's dictionary (its /Annots or /AA, say). */
  readonly entries?: string;
}

/** Text at a position: x from the left edge and y (the baseline) from the top, in points. */
export interface PlacedText {
  readonly x: number;
  readonly y: number;
  readonly text: string;
  readonly size?: number;
  readonly bold?: boolean;
}

export interface PdfOptions {
  readonly title?: string;
  /** Adds an OpenAction running this JavaScript. */
  readonly script?: string;
  /** Marks the file as encrypted with a user password (its content stays plain). */
  readonly encrypted?: boolean;
  /** Adds an embedded binary stream of this many bytes, standing in for scanned images. */
  readonly imageBytes?: number;
  /**
   * Adds objects of a test's own (bodies in latin1, streams included) and entries for the
   * catalog: `add` returns each new object's number, the function returns the catalog entries.
   */
  readonly extras?: (add: (body: string) => number) => string;
}

function escapeText(text: string): string {
  // Helvetica's WinAnsi encoding: keep the characters our samples use, map the rest to '?'.
  const ansi = text.replace(/£/g, '\u00a3').replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');
  return ansi.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

function pageStream(page: PdfPage): string {
  const parts: string[] = ['BT'];
  let y = 800;
  for (const line of page.lines) {
    const heading = line.startsWith('# ');
    const size = heading ? 15 : 10.5;
    y -= heading ? 24 : 15;
    parts.push(
      `/${heading ? 'F2' : 'F1'} ${size} Tf`,
      `1 0 0 1 50 ${y} Tm`,
      `(${escapeText(heading ? line.slice(2) : line)}) Tj`,
    );
  }
  for (const item of page.placed ?? []) {
    parts.push(
      `/${item.bold ? 'F2' : 'F1'} ${item.size ?? 9} Tf`,
      `1 0 0 1 ${item.x} ${842 - item.y} Tm`,
      `(${escapeText(item.text)}) Tj`,
    );
  }
  parts.push('ET');
  return parts.join('\n');
}

export function writePdf(pages: readonly PdfPage[], options: PdfOptions = {}): Buffer {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesId = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const page of pages) {
    const content = pageStream(page);
    const stream = add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 595 842] /Contents ${stream} 0 R /Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >>${page.entries ? ` ${page.entries}` : ''} >>`,
      ),
    );
  }
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const script = options.script
    ? ` /OpenAction ${add(`<< /Type /Action /S /JavaScript /JS (${escapeText(options.script)}) >>`)} 0 R`
    : '';
  const extras = options.extras ? ` ${options.extras(add)}` : '';
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R${script}${extras} >>`;
  if (options.imageBytes) {
    const bytes = Buffer.alloc(options.imageBytes);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 131 + 7) & 0xff;
    add(
      `<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /Length ${bytes.length} >>\nstream\n${bytes.toString('latin1')}\nendstream`,
    );
  }
  const info = add(
    `<< /Title (${escapeText(options.title ?? 'Document')}) /Producer (PolicyLens samples) >>`,
  );
  const encrypt = options.encrypted
    ? add(
        `<< /Filter /Standard /V 1 /R 2 /Length 40 /P -4 /O <${'7a'.repeat(32)}> /U <${'3c'.repeat(32)}> >>`,
      )
    : undefined;

  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const id = '<0123456789abcdef0123456789abcdef>';
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R${
    encrypt ? ` /Encrypt ${encrypt} 0 R` : ''
  } /ID [${id} ${id}] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Wraps long prose into lines that fit the page width. */
export function wrap(text: string, width = 95): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
