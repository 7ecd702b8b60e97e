/** `%text%` for `like`, the text's own `%`, `_` and `\` matched as themselves. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
