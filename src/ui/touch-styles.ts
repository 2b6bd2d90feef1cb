import { makeStyles } from '@fluentui/react-components';
// Relative: the build evaluates style modules before path aliases apply.
import { TOUCH } from './screen';

/**
 * Fluent's inputs are sized for a mouse; under a finger (or on a phone's width) a control needs
 * 44 px. `control` for an Input's root or a Dropdown's button, `select` for a Select's select slot.
 */
export const useTouchStyles = makeStyles({
  control: { [TOUCH]: { minHeight: '44px' } },
  select: { [TOUCH]: { height: '44px' } },
  /** On a row or column of buttons: every button in it. */
  buttons: { '& button': { [TOUCH]: { minHeight: '44px' } } },
  /** On a whole editor: every button (icon buttons too), text input and select in it. */
  editor: {
    '& button': { [TOUCH]: { minHeight: '44px', minWidth: '44px' } },
    '& .fui-Input, & .fui-Combobox': { [TOUCH]: { minHeight: '44px' } },
    '& .fui-Select__select': { [TOUCH]: { height: '44px' } },
  },
});
