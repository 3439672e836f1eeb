/**
 * business-modules.md §7 Merchant:
 * "merchant/merchantInfo (standard plus POST export), merchantSmsRecord, merchantInspect, merchant dispense
 * (plus send)." (dispense: merchantDispense assumed, send a POST)
 * "Upload through the storage put-file endpoint, with a merchant variant." (the variant's path is not
 * shown: put-file-merchant assumed)
 */
const standard = (path: string) => [
  `GET ${path}/list`,
  `GET ${path}/detail`,
  `POST ${path}/submit`,
  `POST ${path}/remove`,
];

export const calls = [
  ...standard('/merchant/merchantInfo'),
  'POST /merchant/merchantInfo/export',
  ...standard('/merchant/merchantSmsRecord'),
  ...standard('/merchant/merchantInspect'),
  ...standard('/merchant/merchantDispense'),
  'POST /merchant/merchantDispense/send',
  'POST /blade-resource/oss/endpoint/put-file',
  'POST /blade-resource/oss/endpoint/put-file-merchant',
];
