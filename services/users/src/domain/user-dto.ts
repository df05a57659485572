import type { UserDto } from '@pitstop/contracts';
import type { UserEntity } from '../entities/user.entity.js';

/** What leaves the service about a user: everything but the password hash. */
export function toUserDto(user: UserEntity): UserDto {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName,
    bio: user.bio,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    status: user.status,
    emailVerified: Boolean(user.emailVerifiedAt),
    createdAt: user.createdAt.toISOString(),
  };
}
