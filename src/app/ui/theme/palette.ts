/**
 * Raw colour scales. Only the theme reads these: features use the semantic
 * tokens in semantic-colors.ts, so a palette change never touches a page.
 *
 * ember — the brand accent: a warm stage-light coral, confident but not alarm-red.
 * sand  — warm neutrals, so surfaces feel like a lit studio rather than cold grey.
 */
export const palette = {
  ember: {
    50: '#FFF3ED',
    100: '#FFE3D4',
    200: '#FFC3A6',
    300: '#FF9B70',
    400: '#FF7A45',
    500: '#F45A22',
    600: '#CF4213',
    700: '#AD3510',
    800: '#8A2B10',
    900: '#6B2410',
    950: '#3D1209',
  },
  sand: {
    0: '#FFFFFF',
    25: '#FCFAF8',
    50: '#F8F4F0',
    100: '#F1ECE6',
    200: '#E5DED6',
    300: '#D2C8BE',
    400: '#A89D92',
    500: '#877C72',
    600: '#675D55',
    700: '#4C443E',
    800: '#342E2A',
    850: '#2B2521',
    900: '#201B18',
    950: '#15110F',
  },
  red: {
    50: '#FDECEC',
    300: '#FF8A8A',
    400: '#F47171',
    600: '#C42B2B',
    700: '#B42323',
    950: '#3B1414',
  },
  green: {
    50: '#E7F6ED',
    300: '#5FD394',
    600: '#1E7B45',
    700: '#1B6E3E',
    950: '#10301F',
  },
  amber: {
    50: '#FFF5DB',
    300: '#F5C04A',
    400: '#F0B429',
    700: '#8A5A00',
    950: '#33260A',
  },
} as const;
