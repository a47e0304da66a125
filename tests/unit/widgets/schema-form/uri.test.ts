import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import uri from '../../../../widgets/schema-form/uri';

// The stand-in rjsf's utilities are built with (scripts/vite-plugin-stand-ins.ts) answers as fast-uri does
// for the `$id`s and `$ref`s a schema bundle writes.
describe('the form\'s URI resolver', () => {
  it.each([
    ['https://insurer.example/forms/contact.json', 'address.json#/properties/city'],
    ['https://insurer.example/forms/contact.json', '#/definitions/phone'],
    ['https://insurer.example/forms/', '../shared/id.json'],
    ['urn:insurer:forms:contact', '#/definitions/phone'],
    ['forms/contact.json', 'address.json'],
    ['forms/contact.json', '#anchor'],
  ])('resolves %s against %s as fast-uri does', (base, ref) => {
    expect(uri.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it.each([
    ['https://Insurer.Example/forms/a.json', 'https://insurer.example/forms/a.json', true],
    ['https://insurer.example/forms/a.json', 'https://insurer.example/forms/b.json', false],
    ['forms/a.json#', 'forms/a.json', false],
    ['urn:insurer:a', 'urn:insurer:a', true],
  ])('matches %s with %s as fast-uri does', (a, b, same) => {
    expect(uri.equal(a, b)).toBe(same);
    expect(fastUri.equal(a, b)).toBe(same);
  });
});
