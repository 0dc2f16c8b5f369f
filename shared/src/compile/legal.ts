import { legalityOf } from '../core/legality';
import type { Seat } from '../core/viewer';
import type { Legal } from './actions';
import { LINE_IXS } from './board';
import { mayRefresh, playOptions } from './plays';
import type { CState } from './state';

const REFRESH: Legal = Object.freeze({ type: 'refresh' });
const SKIP: Legal = Object.freeze({ type: 'skip' });

/** The open decision's options, for the one seat that makes it ("skip" where the text says
 *  "may"). */
function actionsOf(state: CState, seat: Seat): Legal[] {
  const { prompt } = state;
  if (state.result || !prompt || prompt.seat !== seat) return [];
  const options = ((): Legal[] => {
    switch (prompt.kind) {
      case 'draft':
        return state.draft!.pool.map((protocol) => ({ type: 'draft', protocol }));
      case 'action':
        return [...playOptions(state, prompt.seat, false, LINE_IXS), ...(mayRefresh(state, prompt.seat) ? [REFRESH] : [])];
      case 'play':
        return playOptions(state, prompt.seat, prompt.faceDown, prompt.lines);
      case 'hand':
        return [{ type: 'discard', min: prompt.min, max: prompt.max }];
      case 'options':
        return [...prompt.options];
    }
  })();
  return prompt.optional ? [...options, SKIP] : options;
}

/** A seat's options change together at every decision, so its view sends them as one entry. */
export const legality = legalityOf({ seats: () => 2, actionsOf, entries: 'list' });
