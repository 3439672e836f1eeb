/**
 * Defaults of field options that both the schemas (schema.ts, with zod) and the form filling (fill.ts,
 * the renderer) use: kept apart so filling a form does not load the schemas.
 */

/** Default display formats of the date variants. */
export const dateFormats: Record<string, string> = {
  year: 'yyyy',
  month: 'MM',
  week: 'yyyy 第 WW 周',
  date: 'yyyy-MM-dd',
  dates: 'yyyy-MM-dd',
  daterange: 'yyyy-MM-dd',
  time: 'HH:mm:ss',
  timerange: 'HH:mm:ss',
  datetime: 'yyyy-MM-dd HH:mm:ss',
  datetimerange: 'yyyy-MM-dd HH:mm:ss',
};

/** The storage put-file endpoint an upload field sends to unless it names its own `action`. */
export const uploadAction = '/api/blade-resource/oss/endpoint/put-file';
