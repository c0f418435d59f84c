/** The language picker's width on wider screens: its button (language-picker.tsx) and the panel that opens under it. */
export const PICKER_WIDTH = 200;
