import { describe, expect, it } from 'vitest';
import { createFieldStore } from '../../../web/src/screens/household/field-store.ts';

describe('the questionnaire field store', () => {
  it('tells the listeners of the fields that changed, and only them', () => {
    const store = createFieldStore({ name: '张三', idCard: '', sex: undefined });
    const told: string[] = [];
    for (const name of ['name', 'idCard', 'sex', 'age']) store.subscribe(name, () => told.push(name));
    store.update((f) => ({ ...f, name: '张三丰' }));
    expect(told).toEqual(['name']);
    // One update may change several fields (a valid ID card fills sex and age).
    told.length = 0;
    store.update((f) => ({ ...f, idCard: '11010519491231002X', sex: 2, age: 77 }));
    expect(told.sort()).toEqual(['age', 'idCard', 'sex']);
    expect(store.field('age')).toBe(77);
    expect(store.get()).toMatchObject({ name: '张三丰', sex: 2 });
  });

  it('stops telling a listener once it unsubscribes', () => {
    const store = createFieldStore({ visit: '' });
    let calls = 0;
    const stop = store.subscribe('visit', () => calls++);
    store.update((f) => ({ ...f, visit: 'a' }));
    stop();
    store.update((f) => ({ ...f, visit: 'ab' }));
    expect(calls).toBe(1);
  });
});
