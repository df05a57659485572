import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { UsersPrinter, type PrinterDto, type UserDto } from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { Access, CurrentUser } from '../auth/access.js';
import { ErrorResponse } from '../dto/error.dto.js';
import { PrinterBody, PrinterResponse } from '../dto/printer.dto.js';

/** The signed-in user's printer (Profile → Settings), for the model page's bed fit. */
@ApiTags('accounts')
@Controller('api/printer')
export class PrinterController {
  constructor(private readonly bus: MessagingClient) {}

  @Get()
  @Access('user')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: PrinterResponse, description: 'The printer; null before one is saved' })
  get(@CurrentUser() user: UserDto): Promise<PrinterDto | null> {
    return this.bus.request(UsersPrinter.get, { userId: user.id });
  }

  @Put()
  @Access('user')
  @ApiOkResponse({ type: PrinterResponse, description: 'The printer as saved' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  save(@CurrentUser() user: UserDto, @Body() body: PrinterBody): Promise<PrinterDto> {
    return this.bus.request(UsersPrinter.save, {
      userId: user.id,
      printer: { model: body.model, bed: body.bed },
    });
  }
}
