/**
 * zod's English words for what is wrong with an input. The shared schemas are zod/mini's, which
 * ships no messages ("Invalid input"), so that the client downloads none (#41); the server's
 * refusals, its settings' errors and its logs say what is wrong to people (see `describeIssue`),
 * so this process loads the English locale once, before any input is parsed.
 */
import * as z from 'zod/mini';

z.config(z.locales.en());
