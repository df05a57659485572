import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  CatalogGarage,
  type GarageDto,
  type GarageVehicleDto,
  type UserDto,
} from '@pitstop/contracts';
import { MessagingClient } from '@pitstop/messaging';
import { Access, CurrentUser } from '../auth/access.js';
import { LimitedWrite } from '../auth/write-rate-limit.guard.js';
import { ErrorResponse } from '../dto/error.dto.js';
import {
  GarageResponse,
  GarageVehicleBody,
  GarageVehicleChangesBody,
  GarageVehicleResponse,
} from '../dto/garage.dto.js';
import { ViewerDependent } from '../http/cache-control.js';
import { VehicleIdPipe } from '../http/path-params.pipe.js';

/**
 * My garage: the signed-in user's vehicles, one of them active. The catalog keeps it; anyone
 * else's vehicle is not found.
 */
@ApiTags('garage')
@Access('user')
@Controller('api/garage')
export class GarageController {
  constructor(private readonly bus: MessagingClient) {}

  @Get()
  @ViewerDependent()
  @ApiOkResponse({ type: GarageResponse })
  list(@CurrentUser() user: UserDto): Promise<GarageDto> {
    return this.bus.request(CatalogGarage.list, { userId: user.id });
  }

  @Post()
  @LimitedWrite()
  @ApiCreatedResponse({
    type: GarageVehicleResponse,
    description: 'The vehicle (the one already there when the garage holds the same car)',
  })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'Make, model, generation, year and trim do not name one car',
  })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The garage is full' })
  add(@CurrentUser() user: UserDto, @Body() body: GarageVehicleBody): Promise<GarageVehicleDto> {
    return this.bus.request(CatalogGarage.add, { userId: user.id, vehicle: body });
  }

  @Patch(':vehicleId')
  @LimitedWrite()
  @ApiOkResponse({ type: GarageVehicleResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Nothing to change, or bad input' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Not a vehicle of your garage' })
  update(
    @CurrentUser() user: UserDto,
    @Param('vehicleId', VehicleIdPipe) vehicleId: string,
    @Body() body: GarageVehicleChangesBody,
  ): Promise<GarageVehicleDto> {
    return this.bus.request(CatalogGarage.update, { userId: user.id, vehicleId, changes: body });
  }

  @Delete(':vehicleId')
  @LimitedWrite()
  @ApiOkResponse({
    type: GarageResponse,
    description: 'The garage without it (the newest other vehicle is active if it was)',
  })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Not a vehicle of your garage' })
  remove(
    @CurrentUser() user: UserDto,
    @Param('vehicleId', VehicleIdPipe) vehicleId: string,
  ): Promise<GarageDto> {
    return this.bus.request(CatalogGarage.remove, { userId: user.id, vehicleId });
  }
}
