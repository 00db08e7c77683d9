import PDFDocument from 'pdfkit';

/**
 * A fast writer for sheets of fixed-size labels, on pdfkit (the library pdfmake is built
 * on). A big day's labels run to thousands of pages of the same few lines, where
 * pdfmake's layout engine, and even pdfkit's `text()`, spend their time measuring and
 * kerning the same strings again. Here each line is measured, wrapped and encoded once,
 * and a page's text is written as compact PDF text operators with `addContent`; pdfkit
 * still builds the file, the pages, the fonts and the compression.
 */
export type LabelFont = 'Helvetica' | 'Helvetica-Bold';

/** How a kind of line prints; declared once (as a constant) and shared by every label. */
export interface LabelStyle {
  font: LabelFont;
  size: number;
  /** At most this many lines; what does not fit ends in an ellipsis. */
  maxLines?: number;
  /** Space above the line, in points. */
  gap?: number;
  /** Room for the line, when not the sheet's (a cover page's lines span the page). */
  width?: number;
}

export interface LabelLine {
  style: LabelStyle;
  text: string;
}

/** Windows-1252 codes of the characters it places in 0x80-0x9F (the standard fonts' encoding). */
const WIN_ANSI_EXTRA = new Map(
  [...'€ ‚ƒ„…†‡ˆ‰Š‹Œ Ž  ‘’“”•–—˜™š›œ žŸ'].map((char, index) => [char, 0x80 + index]),
);
WIN_ANSI_EXTRA.delete(' ');

/**
 * A PDF literal string of the text in the standard fonts' encoding, as a binary string
 * (pdfkit writes content strings byte for byte); '?' for what the fonts cannot show.
 */
function pdfLiteral(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const byte =
      (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)
        ? code
        : (WIN_ANSI_EXTRA.get(char) ?? 0x3f);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += '\\';
    out += String.fromCharCode(byte);
  }
  return `${out})`;
}

const ELLIPSIS = '…';
/** Helvetica's ascender, in thousandths of the font size: from a line's top to its baseline. */
const ASCENT = 0.718;
const LINE_HEIGHT = 1.16;
const FONTS: LabelFont[] = ['Helvetica', 'Helvetica-Bold'];
const round = (value: number) => Math.round(value * 100) / 100;

export class LabelSheet {
  private readonly doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    autoFirstPage: false,
    compress: true,
  });
  private readonly chunks: Buffer[] = [];
  private readonly finished: Promise<Buffer>;
  /** Each line's wrapped, encoded form, by style and text (a style's width is fixed). */
  private readonly wrapped = new Map<LabelStyle, Map<string, string[]>>();
  private readonly fontIds = new Map<LabelFont, string>();
  private page: string[] = [];

  /** `width`: the room for a line, the same on every label of the sheet. */
  constructor(
    info: { title: string; creator: string },
    private readonly width: number,
  ) {
    this.doc.info.Title = info.title;
    this.doc.info.Creator = info.creator;
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.finished = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  /** A new page, with both fonts in its resources. */
  addPage(): void {
    this.flushPage();
    this.doc.addPage();
    for (const font of FONTS) {
      this.doc.font(font);
      // pdfkit registers a font on a page when its own text() first uses it; ours does not.
      const current = (this.doc as unknown as { _font: { id: string; ref(): unknown } })._font;
      this.fontIds.set(font, current.id);
      this.doc.page.fonts[current.id] ??= current.ref();
    }
  }

  /**
   * Writes the lines top-down from (x, y), a point from the page's top left; answers the
   * y below the last line.
   */
  writeLines(x: number, y: number, lines: LabelLine[]): number {
    const pageHeight = this.doc.page.height;
    const ops = ['BT'];
    let top = y;
    let font = '';
    let lastBaseline: number | null = null;
    for (const { style, text } of lines) {
      top += style.gap ?? 0;
      const fontOp = `/${this.fontIds.get(style.font)} ${style.size} Tf`;
      if (fontOp !== font) {
        ops.push(fontOp);
        font = fontOp;
      }
      for (const literal of this.wrap(style, text)) {
        const baseline = round(pageHeight - (top + ASCENT * style.size));
        // The first Td of a text object is from the page's origin, the others from the last.
        ops.push(
          lastBaseline === null
            ? `${round(x)} ${baseline} Td ${literal} Tj`
            : `0 ${round(baseline - lastBaseline)} Td ${literal} Tj`,
        );
        lastBaseline = baseline;
        top += style.size * LINE_HEIGHT;
      }
    }
    ops.push('ET');
    this.page.push(ops.join('\n'));
    return top;
  }

  /** A rectangle's outline, its top left at (x, y) from the page's top left. */
  strokeRect(x: number, y: number, width: number, height: number, lineWidth = 1): void {
    const bottom = round(this.doc.page.height - y - height);
    this.page.push(`${lineWidth} w ${round(x)} ${bottom} ${round(width)} ${round(height)} re S`);
  }

  end(): Promise<Buffer> {
    this.flushPage();
    this.doc.end();
    return this.finished;
  }

  private flushPage(): void {
    if (!this.page.length) return;
    // pdfkit's pages draw top-down (it flips the y axis when a page starts): flip back, so
    // the operators speak PDF's own bottom-up coordinates.
    this.doc.addContent(`q 1 0 0 -1 0 ${this.doc.page.height} cm\n${this.page.join('\n')}\nQ`);
    this.page = [];
  }

  private wrap(style: LabelStyle, text: string): string[] {
    let byText = this.wrapped.get(style);
    if (!byText) {
      byText = new Map();
      this.wrapped.set(style, byText);
    }
    let literals = byText.get(text);
    if (!literals) {
      literals = this.wrapText(style, text).map(pdfLiteral);
      byText.set(text, literals);
    }
    return literals;
  }

  /** Greedy word wrap to `maxLines` lines; text cut short (an overlong word, too many lines) ends in '…'. */
  private wrapText(style: LabelStyle, text: string): string[] {
    this.doc.font(style.font).fontSize(style.size);
    const width = style.width ?? this.width;
    const fits = (candidate: string) => this.doc.widthOfString(candidate) <= width;
    if (fits(text)) return [text];
    const maxLines = style.maxLines ?? 1;
    const out: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/)) {
      const candidate = current ? `${current} ${word}` : word;
      if (fits(candidate)) {
        current = candidate;
        continue;
      }
      if (out.length + 1 === maxLines || !current) {
        out.push(truncate(candidate, fits));
        return out;
      }
      out.push(current);
      current = word;
    }
    if (current) out.push(current);
    return out;
  }
}

function truncate(text: string, fits: (text: string) => boolean): string {
  let end = text.length;
  while (end > 0 && !fits(`${text.slice(0, end).trimEnd()}${ELLIPSIS}`)) end--;
  return `${text.slice(0, end).trimEnd()}${ELLIPSIS}`;
}
