import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAuthController } from './admin-auth.controller';
import { AdminAuthService } from './admin-auth.service';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AdminLoginAttempt } from './admin-login-attempt.entity';
import { AdminPathCheckService } from './admin-path-check.service';
import { AdminPathService } from './admin-path.service';
import { AdminSession } from './admin-session.entity';
import { AdminSessionGuard } from './admin-session.guard';
import { AdminUser } from './admin-user.entity';
import { Setting } from './setting.entity';

@Module({
  imports: [TypeOrmModule.forFeature([AdminUser, AdminSession, AdminLoginAttempt, Setting])],
  controllers: [AdminAuthController],
  providers: [
    AdminAuthService,
    AdminPathService,
    AdminPathCheckService,
    AdminBootstrapService,
    { provide: APP_GUARD, useClass: AdminSessionGuard },
  ],
})
export class AdminModule {}
