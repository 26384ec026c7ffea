import { ErrorResponse, ExhibitionView } from '@art/contracts';
import { Type } from 'typebox';

export const exhibitionErrors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

export const ExhibitionParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 200, description: 'The exhibition id or slug' }),
});
export const ExhibitionList = Type.Object({ status: Type.String(), message: Type.Array(ExhibitionView) });
export const OneExhibition = Type.Object({ status: Type.String(), message: ExhibitionView });
export const InquiryAnswer = Type.Object({ status: Type.String(), message: Type.String() });
