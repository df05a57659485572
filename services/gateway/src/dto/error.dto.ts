import { ApiProperty } from '@nestjs/swagger';

/** Every error the API answers: `{ "message": ... }` with the HTTP status. */
export class ErrorResponse {
  @ApiProperty({ example: 'makeId must be a UUID' }) message!: string;
}
