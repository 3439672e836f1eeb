/**
 * The rules registry fields' kinds carry (core/src/resources/field-rules.ts: an ID card by GB 11643, a
 * mobile number SMS go to, a schedule), applied to what a call would store: the first problem answers as
 * BladeX answers a bean-validation failure (400, R.fail with the message), and nothing is stored.
 */
import { translate } from '../../core/src/i18n/index.ts';
import type { FieldProblem } from '../../core/src/resources/field-rules.ts';
import { Failure, thrown } from './wire.ts';

export function refuseProblems(problems: readonly FieldProblem[]): void {
  const first = problems[0];
  if (first) throw new Failure(thrown(400, translate(first.message, 'zh', first.params)));
}
