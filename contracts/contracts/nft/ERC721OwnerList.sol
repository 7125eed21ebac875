// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";

/// @dev ERC-721 Enumerable with a helper that lists every token id an owner holds in one call.
abstract contract ERC721OwnerList is ERC721Enumerable {
    /// @dev The token ids held by `owner`, in the collection's enumeration order.
    function _tokensOf(address owner) internal view returns (uint256[] memory ids) {
        uint256 count = balanceOf(owner);
        ids = new uint256[](count);
        for (uint256 i = 0; i < count; ++i) {
            ids[i] = tokenOfOwnerByIndex(owner, i);
        }
    }
}
