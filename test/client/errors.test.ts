/** Refusals in the viewer's words (#19: a chat flood used to read "Too many clicks"). */
import { TableErrorCode } from '@dead-drop/shared';
import { uiError } from '../../client/src/ui/errorText';
import { inLang } from './catalogKit';

test('a refused chat line says it was not sent, in both languages; clicks keep their own words', () => {
  expect(uiError(TableErrorCode.chatRateLimited, 'server words')).toMatch(/your line was not sent/);
  expect(inLang('de', () => uiError(TableErrorCode.chatRateLimited, 'server words'))).toMatch(/nicht gesendet/);
  expect(uiError(TableErrorCode.rateLimited, 'server words')).toMatch(/Too many clicks/);
});
