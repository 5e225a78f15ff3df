import { FieldError, Input as AriaInput, Label as AriaLabel, Text, TextArea as AriaTextArea } from 'react-aria-components';
import styled from 'styled-components';
import { boxStyles } from './base.styles';

export { FieldRoot, boxStyles, ClearLink, popoverSurface } from './base.styles';

export const Label = styled(AriaLabel)`
  color: ${({ theme }) => theme.palette.text};
  font-size: ${({ theme }) => theme.typography.fontSizeSmall + 1}px;
`;

export const Input = styled(AriaInput)`
  ${boxStyles}
  width: 100%;
`;

export const TextAreaBox = styled(AriaTextArea)`
  ${boxStyles}
  width: 100%;
  height: auto;
  min-height: 64px;
  padding: 6px 8px;
  resize: vertical;
`;

export const ErrorText = styled(FieldError)`
  color: ${({ theme }) => theme.palette.danger};
  font-size: ${({ theme }) => theme.typography.fontSizeSmall}px;
`;

export const Description = styled(Text)`
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizeSmall}px;
`;

