import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { ArcoForm } from '../../../../widgets/schema-form/theme';

// rjsf's conformance suite for themes (@rjsf/snapshot-tests) calls vitest's describe/test/expect/vi as
// globals, which this project does not turn on: hand them over before loading it.
Object.assign(globalThis, { describe, test, expect, vi, beforeAll });
const { formTests, arrayTests, objectTests, gridTests } = await import('@rjsf/snapshot-tests');

afterEach(cleanup);

formTests(ArcoForm);
arrayTests(ArcoForm);
objectTests(ArcoForm);
// Our forms are one column on a phone and the theme has no grid of its own: the layout grid runs with
// rjsf's own GridTemplate and no column widths.
gridTests(ArcoForm, { ColumnWidthAll: {}, ColumnWidth4: {}, ColumnWidth6: {}, ColumnWidth8: {} });
