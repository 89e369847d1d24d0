/** Series colours in Arco's palette, readable on the light and the dark background. */
export const CHART_COLORS = [
  '#165DFF',
  '#14C9C9',
  '#F7BA1E',
  '#722ED1',
  '#F77234',
  '#3491FA',
  '#9FDB1D',
  '#D91AD9',
];

/** Sentiment keeps its meaning in every chart: positive green, neutral grey, negative red. */
export const SENTIMENT_COLORS = { positive: '#00B42A', neutral: '#86909C', negative: '#F53F3F' } as const;

/** Axis and text colours per theme (the chart draws on a transparent background inside an Arco card). */
export const CHART_TEXT = {
  light: { text: '#4E5969', axis: '#E5E6EB' },
  dark: { text: 'rgba(255,255,255,0.7)', axis: 'rgba(255,255,255,0.15)' },
} as const;
