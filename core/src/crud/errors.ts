import type { Lang } from '../i18n/types.ts';
import type { ResourceSpec } from '../resources/types.ts';

/** A detail call found nothing (BladeX answers `data: null`). Front ends render `key` with `params(lang)`. */
export class RecordNotFoundError extends Error {
  readonly key = 'crud.notFound';
  readonly resource: Pick<ResourceSpec, 'name' | 'text'>;
  /** The field(s) searched by, and the value(s) asked for. */
  readonly field: string;
  readonly id: string;

  constructor(resource: Pick<ResourceSpec, 'name' | 'text'>, field: string, id: string) {
    super(`no ${resource.name} with ${field} ${id}`);
    this.name = 'RecordNotFoundError';
    this.resource = resource;
    this.field = field;
    this.id = id;
  }

  /** English names the resource as the CLI does (`role`), Chinese by its title (角色管理). */
  params(lang: Lang): Record<string, string> {
    return {
      resource: lang === 'en' ? this.resource.name : this.resource.text.zh,
      field: this.field,
      id: this.id,
    };
  }
}
