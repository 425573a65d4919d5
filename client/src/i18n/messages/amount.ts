// Messages of the one amount reader (lib/amount.ts): why a typed amount was refused and how to write it instead,
// Portuguese by default and English. {example} is an amount written the language's way for the field's asset.

const en = {
  empty: 'Enter an amount',
  format: 'Write the amount like {example}: a point before the decimals, and commas only between groups of three digits.',
  formatWhole: 'Write the amount in whole units, like {example}: commas only between groups of three digits.',
  negative: 'The amount cannot be negative. Write it without a sign, like {example}.',
  precision: '{code} takes at most {n} decimals, like {example}. Nothing is rounded for you.',
  noDecimals: '{code} has no decimals: write whole units, like {example}.',
  tooLarge: 'That amount is too large',
};

const pt: Record<keyof typeof en, string> = {
  empty: 'Informe um valor',
  format: 'Escreva o valor como {example}: vírgula antes dos decimais, e ponto só entre grupos de três algarismos.',
  formatWhole: 'Escreva o valor em unidades inteiras, como {example}: ponto só entre grupos de três algarismos.',
  negative: 'O valor não pode ser negativo. Escreva-o sem sinal, como {example}.',
  precision: '{code} aceita no máximo {n} casas decimais, como {example}. Nada é arredondado por você.',
  noDecimals: '{code} não tem casas decimais: escreva unidades inteiras, como {example}.',
  tooLarge: 'Esse valor é grande demais',
};

export const amount = { pt, en };
