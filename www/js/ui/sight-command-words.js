// The move box's help (sight-commands.js), loaded with the commands: each
// command's message in the catalog area `sight`, in the order the help lists
// them. `<id>` says what the command does, `<id>-command` how it is typed in
// the active language (the English names, p s m sc t help, work in every
// language; sight.js knows them and each language's own words).

export const HELP = [
  'sight-help-pieces',
  'sight-help-scan',
  'sight-help-moves',
  'sight-help-figures',
  'sight-help-turn',
  'sight-help-help',
];
