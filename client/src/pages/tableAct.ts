import type { TableSession, TableSnapshot } from '../net/tableSession';
import type { WireEvent, WireView } from '../net/wire';
import { confirmsFinalMoves, type FinalConfirm } from './finalMoves';
import type { UndoButton } from './undoButton';

/**
 * What the scene's moves go to. Every move of every game passes here: one that cannot be taken
 * back is asked about first where the player wants that, except in a lesson, whose coach leads
 * each move; once the table took it, Undo offers it back where it may be.
 */
export function tableAct<View extends WireView, Event extends WireEvent, Action>(
  session: TableSession<View, Event>,
  snapshot: () => TableSnapshot<View>,
  finalConfirm: FinalConfirm,
  undoButton: UndoButton,
): (action: Action) => void {
  return (action) => {
    const { view, tutorial } = snapshot();
    finalConfirm.take(
      view,
      action,
      confirmsFinalMoves() && tutorial < 0,
      (reason) =>
        void session.act(action).then((reply) => {
          if (reply.ok) undoButton.moved(reason);
        }),
    );
  };
}
