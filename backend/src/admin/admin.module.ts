import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { BusinessesModule } from '../businesses/businesses.module';
import { ImportModule } from '../import/import.module';
import { ObjectsModule } from '../objects/objects.module';
import { AdminAuthController } from './admin-auth.controller';
import { AdminAuthService } from './admin-auth.service';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AdminBusinessesController } from './admin-businesses.controller';
import { AdminBusinessesService } from './admin-businesses.service';
import { AdminImagesController } from './admin-images.controller';
import { AdminLoginAttempt } from './admin-login-attempt.entity';
import { AdminPathService } from './admin-path.service';
import { AdminSession } from './admin-session.entity';
import { AdminSessionGuard } from './admin-session.guard';
import { AdminUser } from './admin-user.entity';
import { Setting } from './setting.entity';
import { TrashPurge } from './trash-purge';
import { OwnersModule } from '../owners/owners.module';

@Module({
  imports: [
    TypeOrmModule.forFeature([AdminUser, AdminSession, AdminLoginAttempt, Setting]),
    BusinessesModule,
    ObjectsModule,
    ImportModule,
    AuditModule,
    OwnersModule,
  ],
  controllers: [AdminAuthController, AdminBusinessesController, AdminImagesController],
  providers: [
    AdminAuthService,
    AdminPathService,
    AdminBootstrapService,
    AdminBusinessesService,
    TrashPurge,
    { provide: APP_GUARD, useClass: AdminSessionGuard },
  ],
})
export class AdminModule {}
