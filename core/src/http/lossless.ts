/** The one function of lossless-json that json.ts loads on demand (a chunk of its own in the console). */
export { parse } from 'lossless-json';
