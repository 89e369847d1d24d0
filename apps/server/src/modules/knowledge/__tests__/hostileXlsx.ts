import { type ZipEntry, zipOf } from './zipOf';

const xmlText = (text: string): string =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The parts every workbook needs around its one sheet. */
const frame = (sheetXml: string | Buffer, declaredSize?: number): ZipEntry[] => [
  {
    name: '[Content_Types].xml',
    content:
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  },
  {
    name: '_rels/.rels',
    content:
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  },
  {
    name: 'xl/workbook.xml',
    content:
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    content:
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  },
  { name: 'xl/worksheets/sheet1.xml', content: sheetXml, declaredSize },
];

const cellXml = (ref: string, text: string): string =>
  `<c r="${ref}" t="inlineStr"><is><t>${xmlText(text)}</t></is></c>`;

const sheetXml = (dimension: string, rows: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="${dimension}"/><sheetData>${rows}</sheetData></worksheet>`;

const header = `<row r="1">${cellXml('A1', 'question')}${cellXml('B1', 'answer')}</row>`;

/** A workbook around the given sheet XML, written as is. */
export const sheetXlsx = (xml: string): Buffer => zipOf(frame(xml));

/** The attack of finding 1: a header, then `rows` rows each holding one cell in the last column (XFD). */
export const farColumnXlsx = (rows: number): Buffer => {
  const body = Array.from({ length: rows }, (_, index) => {
    const line = index + 2;
    return `<row r="${line}">${cellXml(`XFD${line}`, 'x')}</row>`;
  }).join('');
  return zipOf(frame(sheetXml(`A1:XFD${rows + 1}`, header + body)));
};

/** A header and `rows` good Q&A rows, each a fresh question. */
export const manyRowsXlsx = (rows: number): Buffer => {
  const body = Array.from({ length: rows }, (_, index) => {
    const line = index + 2;
    return `<row r="${line}">${cellXml(`A${line}`, `q${line}`)}${cellXml(`B${line}`, `a${line}`)}</row>`;
  }).join('');
  return zipOf(frame(sheetXml(`A1:B${rows + 1}`, header + body)));
};

/**
 * A zip bomb: a sheet of `megabytes` MB of padding (kilobytes when packed). With `understate` its central
 * directory claims the sheet is tiny, so only counting while unpacking finds it out.
 */
export const bombXlsx = (megabytes: number, understate = false): Buffer => {
  const padding = ' '.repeat(megabytes * 1024 * 1024);
  const xml = sheetXml('A1:B1', `${header}${padding}`);
  return zipOf(frame(xml, understate ? 1000 : undefined));
};
